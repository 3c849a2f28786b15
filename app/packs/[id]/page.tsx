import type { Metadata } from 'next';
import { PackStudio } from '@/components/pack/pack-studio';
import { loadPack } from '../../actions/pack-actions';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { id } = await params;
  return { title: id };
}

export default async function PackPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await params;
  const query = await searchParams;
  const initial = await loadPack({ packId: id });
  const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);
  return <PackStudio packId={id} initial={initial} initialFile={one(query.file)} initialView={one(query.view)} />;
}
