import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { useNow } from '@/lib/use-now';
import { useSubscriptionProjects } from '../api/projects';
import { ProjectCard } from './project-card';

/**
 * The published projects (the market's IEO tab and `/pc/ieo`): one card each with its phase and countdown, two
 * columns on a desktop. Loading, error and empty states say what is going on.
 */
export function ProjectsList({ kind = null }: { kind?: number | null }) {
  const { t } = useTranslation();
  const projects = useSubscriptionProjects(kind);
  const now = useNow(1_000);
  const list = projects.data?.list ?? [];
  if (projects.isPending) return <LoadingState />;
  if (projects.isError) return <ErrorState onRetry={() => void projects.refetch()} />;
  if (list.length === 0) return <EmptyState message={t('subscription.projects.empty')} />;
  return (
    <ul aria-label={t('subscription.projects.label')} className="grid gap-4 lg:grid-cols-2">
      {list.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} nowMs={now} />
        </li>
      ))}
    </ul>
  );
}
