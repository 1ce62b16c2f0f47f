import { paths } from '@/config/paths';

/** Where one post opens: `/forum/post?id=`. */
export const postPath = (id: number) => `${paths.forumPost.path}?id=${id}`;
