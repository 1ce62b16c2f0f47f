import type { ReactNode } from 'react';

/** A code request for a profile change (purpose 3); with no target the code goes to the member's own contact. */
export interface ProfileCodeRequest {
  purpose: 3;
  email?: string;
  areaCode?: string;
  phone?: string;
}

/**
 * Renders the "send code" control. Sending codes belongs to the auth feature, so the route passes it in (features do
 * not import each other): `target` keys the countdown, `getRequest` validates the field and builds the request.
 */
export type RenderSendCode = (props: {
  target: string;
  getRequest: () => Promise<ProfileCodeRequest | null>;
}) => ReactNode;
