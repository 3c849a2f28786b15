import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PackPage } from '@/components/studios';
import { FORMATS, formatById } from '@/lib/formats';
import { packFormatOf } from '@/lib/node/workspace';
import { CannotOpen } from '@/components/studio/studio-chrome';
import { loadPack } from '../../actions/pack-actions';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { id } = await params;
  return { title: id };
}

/**
 * One page for a pack of any format: the folder's format decides the studio. A folder no format claims yet (a new
 * pack) opens in the format `?format=` names (the old Recued address sends it), else the first registered one.
 */
export default async function PackRoute({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  const query = await searchParams;
  const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);
  const format = (await packFormatOf(id)) ?? formatById(one(query.format) ?? '') ?? FORMATS[0];
  const initial = await loadPack({ packId: id, format: format.id });
  // No such pack is the studio's 404 page.
  if (!initial.ok && initial.missing) notFound();
  if (!initial.ok) return <CannotOpen packId={id} error={initial.error} />;
  return (
    <PackPage
      formatId={initial.format}
      packId={id}
      files={initial.files}
      query={{ file: one(query.file), view: one(query.view), tab: one(query.tab) }}
    />
  );
}
