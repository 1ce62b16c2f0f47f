import { createContext } from 'react';
import type { ReactNode } from 'react';

/**
 * What the app shell puts at the end of every screen's title on a phone (the demo chip, app/app-shell.tsx): the
 * layout components stay below the features and only render what they are given.
 */
export const TitleBarBadgeContext = createContext<ReactNode>(null);
