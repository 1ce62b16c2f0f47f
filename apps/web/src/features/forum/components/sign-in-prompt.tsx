import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@exchange/ui/button';
import { paths } from '@/config/paths';

/** What a signed-out visitor sees instead of a composer: why to sign in, and the way there. */
export function SignInPrompt({ hint }: { hint: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-surface-raised p-4">
      <p className="text-sm text-muted">{hint}</p>
      <Link to={paths.login.path} className={buttonClasses('secondary')}>
        {t('forum.signIn.action')}
      </Link>
    </div>
  );
}
