// TEMPORARY visual check page for components/preview — delete after screenshots.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApprovalPreviews } from '@/components/preview';

export const dynamic = 'force-dynamic';

const read = (pack: string, file: string) => readFileSync(join(process.cwd(), 'packs', pack, file), 'utf8');

const showcaseSurface = JSON.stringify({
  id: 'demo',
  verbs: {
    'message.send': {
      description: 'Send a message to a channel.',
      args: { properties: { channel: { type: 'string', examples: ['#ops'] }, subject: { type: 'string', examples: ['Deploy done'] }, text: { type: 'string', description: 'Body of the message', examples: ['Shipped v42 to production. Rollback plan in the runbook.'] } }, required: ['channel', 'text'] },
      title: { live: ['Sending to {{channel}}'], done: ['Sent {{result.id}}', 'Sent to {{channel}}'] },
      preview: { kind: 'message', title: 'Send to {{channel}}', fields: { to: '{{channel}}', subject: '{{subject}}', body: '{{text}}' } },
    },
    'event.book': {
      args: { properties: { what: { examples: ['Team standup'] }, date: { examples: ['2025-03-04T09:30'] }, where: { examples: ['Room 2'] } } },
      preview: { kind: 'event', title: 'Book {{what}}', fields: { title: '{{what}}', date: '{{date}}', where: '{{where}}', note: 'Invites go out at once' } },
    },
    'file.delete': {
      args: { properties: { path: { examples: ['notes/2024.txt'] }, reason: { examples: [] } }, required: ['path'] },
      preview: { kind: 'removal', title: 'Delete {{path}}', fields: { file: '{{path}}', reason: '{{reason}}' } },
    },
    'site.deploy': {
      args: { properties: { env: { examples: ['production'] }, version: { examples: ['v42'] } } },
      preview: { kind: 'publish', title: 'Deploy {{version}}', fields: { version: '{{version}}', target: '{{env}}' } },
    },
    'contact.create': {
      args: { properties: { name: { examples: ['Ada Lovelace'] }, email: { examples: ['ada@example.com'] }, phone: {} } },
      preview: { kind: 'record', title: 'New contact {{name}}', fields: { name: '{{name}}', email: '{{email}}', phone: '{{phone}}' } },
    },
    'task.archive': { args: { properties: { task_id: { examples: ['T-1'] } } } },
  },
});
const showcasePolicy = JSON.stringify({
  surface_id: 'demo',
  verbs: {
    'message.send': { risk: 'write', confirm: true },
    'event.book': { risk: 'write', confirm: true },
    'file.delete': { risk: 'write', confirm: 'always' },
    'site.deploy': { risk: 'write', confirm: true },
    'contact.create': { risk: 'write' },
    'task.archive': { risk: 'write', confirm: true },
  },
});

export default function Page() {
  return (
    <main className="mx-auto max-w-5xl space-y-10 p-6">
      <h2 className="text-xl font-semibold">ledger</h2>
      <ApprovalPreviews surfaceText={read('ledger', 'surface.json')} policyText={read('ledger', 'policy.json')} />
      <h2 className="text-xl font-semibold">showcase</h2>
      <ApprovalPreviews surfaceText={showcaseSurface} policyText={showcasePolicy} />
      <h2 className="text-xl font-semibold">broken-demo</h2>
      <ApprovalPreviews surfaceText={read('broken-demo', 'surface.json')} policyText={read('broken-demo', 'policy.json')} />
    </main>
  );
}
