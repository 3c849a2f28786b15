import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RuleDetail } from '@/components/rules/rule-detail';
import { catalogue, catalogueEntry, catalogueGroup, neighbours } from '@/lib/rules-catalogue';

/** Every catalogue id is built ahead; any other id is a 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return catalogue().map((e) => ({ id: e.id }));
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = catalogueEntry(decodeURIComponent((await params).id));
  return { title: entry ? `${entry.id} · ${entry.title.replaceAll('`', '')}` : 'Rule not found' };
}

export default async function RulePage({ params }: Props) {
  const entry = catalogueEntry(decodeURIComponent((await params).id));
  if (!entry) notFound();
  return <RuleDetail entry={entry} group={catalogueGroup(entry.group)} {...neighbours(entry.id)} />;
}
