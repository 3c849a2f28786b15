import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { formatById } from '@/lib/formats';
import { CompositionStudio } from '@/components/recued/composition-studio';
import { loadComposition } from '../actions';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { id } = await params;
  return { title: id };
}

export default async function CompositionPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await params;
  const query = await searchParams;
  const initial = await loadComposition({ packId: id });
  if (!initial.ok && initial.format) redirect(formatById(initial.format)?.route(id) ?? '/');
  const tab = typeof query.tab === 'string' ? query.tab : undefined;
  return <CompositionStudio packId={id} initial={initial} initialTab={tab} />;
}
