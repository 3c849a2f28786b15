import { notFound, redirect } from 'next/navigation';
import { recuedFormat } from '@/lib/formats';
import { packFormatOf } from '@/lib/node/workspace';
import { packIdProblem } from '@/lib/studio/limits';
import { packHref } from '@/lib/studio/pack-href';

export const dynamic = 'force-dynamic';

/**
 * The old address of a Recued composition's studio: every pack now opens at /packs/<id>. The query goes along
 * (?tab=…), and a folder no format claims yet keeps opening as a composition, as it did here. Not a pack id: the
 * studio's 404 page, as there.
 */
export default async function CompositionRoute({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  if (packIdProblem(id)) notFound();
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams))
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, v);
  if (!(await packFormatOf(id))) query.set('format', recuedFormat.id);
  redirect(packHref(id, query));
}
