/** Avatars live under one public folder per user, so ownership of an uploaded URL is readable from its path. */
export const avatarKey = (userId: number, fileName: string) => `public/avatars/${userId}/${fileName}`;

/** Names upload-file generates: a UUID and an image extension; nothing else (no `..`, no sub-folders). */
const AVATAR_URL =
  /^\/uploads\/avatars\/(\d{1,19})\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|webp))$/;

/** The blob key of an avatar URL when it lies in `userId`'s own folder, otherwise null. */
export const ownAvatarKey = (userId: number, url: string): string | null => {
  const match = AVATAR_URL.exec(url);
  if (!match || match[1] !== String(userId) || !match[2]) return null;
  return avatarKey(userId, match[2]);
};
