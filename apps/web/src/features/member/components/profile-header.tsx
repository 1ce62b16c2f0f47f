import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import type { CurrentMember } from '../api/get-current-member';
import { primaryContact } from './contact-text';
import { RealNameStatusBadge } from './real-name-status-badge';

interface ProfileHeaderProps {
  member: CurrentMember;
  /** Where tapping the profile leads (the profile editor). */
  profileTo: string;
  verifiedTo: string;
}

/** Avatar, nickname, contact, UID and real-name status at the top of /mine. */
export function ProfileHeader({ member, profileTo, verifiedTo }: ProfileHeaderProps) {
  const { t } = useTranslation();
  const contact = primaryContact(member);
  return (
    <section className="flex items-center gap-4 rounded-2xl bg-surface-raised p-4">
      <Link to={profileTo} className="rounded-full focus-visible:outline-2 focus-visible:outline-brand">
        <Avatar
          src={member.avatar}
          name={member.nickname}
          alt={t('mine.avatarAlt', { name: member.nickname })}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p title={member.nickname} className="truncate text-lg font-semibold">
          {member.nickname}
        </p>
        <p title={contact || undefined} className="truncate text-sm text-muted">
          {contact ? <span dir="ltr">{contact}</span> : t('mine.noContact')}
        </p>
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
          <span dir="ltr">{t('mine.uid', { id: member.userId })}</span>
          <Link to={verifiedTo} className="rounded-full focus-visible:outline-2 focus-visible:outline-brand">
            <RealNameStatusBadge status={member.realnameStatus} />
          </Link>
        </div>
      </div>
    </section>
  );
}
