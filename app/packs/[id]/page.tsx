import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { PackStudio } from '@/components/pack/pack-studio';
import { formatById } from '@/lib/formats';
import { loadPack } from '../../actions/pack-actions';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { id } = await params;
  return { title: id };
}

export default async function PackPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await params;
  const query = await searchParams;
  const initial = await loadPack({ packId: id, format: 'hcp' });
  // No such pack is the studio's 404 page; a pack of another format has its own studio.
  if (!initial.ok && initial.missing) notFound();
  if (!initial.ok && initial.otherFormat) redirect(formatById(initial.otherFormat)!.route(id));
  const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);
  return <PackStudio packId={id} initial={initial} initialFile={one(query.file)} initialView={one(query.view)} />;
}
