import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RuleDetail } from '@/components/rules/rule-detail';
import { catalogue, catalogueEntry, catalogueGroup, neighbours } from '@/lib/rules-catalogue';

/** Only the catalogue's ids have pages; anything else is a 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return catalogue().map((e) => ({ id: e.id }));
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = catalogueEntry(decodeURIComponent((await params).id));
  return { title: entry ? `${entry.id} · ${entry.title.replaceAll('`', '')} · Pack Studio` : 'Rule not found · Pack Studio' };
}

export default async function RulePage({ params }: Props) {
  const entry = catalogueEntry(decodeURIComponent((await params).id));
  if (!entry) notFound();
  return <RuleDetail entry={entry} group={catalogueGroup(entry.group)} {...neighbours(entry.id)} />;
}
