import { createFileRoute } from '@tanstack/react-router';
import { SITE_NAME } from '~/shared/pages';
import type { IntelligenceReport } from '~/shared/intelligence';
import { IntelligenceDetailPage, IntelligenceNotFound } from '~/client/components/intelligence/intelligence-detail-page';
import { byIdLoader, detailHead } from '~/client/lib/route-data';

export const Route = createFileRoute('/intelligence/$id')({
  loader: byIdLoader((api, id) => api.intelligence.byId.ensureData({ id })),
  head: detailHead('Intelligence Report Not Found', (report: IntelligenceReport) => ({
    title: report.title,
    description: report.summary,
    image: report.imageUrl,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: report.title,
      description: report.summary,
      datePublished: report.createdAt,
      dateModified: report.updatedAt,
      articleSection: report.category,
      author: { '@type': 'Organization', name: SITE_NAME },
      publisher: { '@type': 'Organization', name: SITE_NAME },
      ...(report.imageUrl ? { image: report.imageUrl } : {}),
    },
  })),
  notFoundComponent: IntelligenceNotFound,
  component: IntelligenceDetail,
});

function IntelligenceDetail() {
  const { id } = Route.useParams();
  return <IntelligenceDetailPage key={id} id={Number(id)} />;
}
