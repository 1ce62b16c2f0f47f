import type { CurrentMember } from '../api/get-current-member';

/** The member's e-mail, else their phone with its area code, else null. */
export function primaryContact(member: Pick<CurrentMember, 'email' | 'phone' | 'areaCode'>): string | null {
  if (member.email) return member.email;
  if (member.phone) return `${member.areaCode ?? ''} ${member.phone}`.trim();
  return null;
}
