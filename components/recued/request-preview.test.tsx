// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestPreview } from './request-preview';

afterEach(cleanup);

const acme = JSON.parse(readFileSync(resolve('packs/acme-tasks/pack.json'), 'utf8'));

describe('RequestPreview', () => {
  it('shows the first operation’s request and follows the form as the author types', async () => {
    render(<RequestPreview value={acme} />);
    expect(screen.getByTestId('request-url').textContent).toBe('GEThttps://api.acme.example/v1/tasks?limit=100');
    await userEvent.type(screen.getByLabelText(/query\.assignee/), 'ann');
    expect(screen.getByTestId('request-url').textContent).toBe(
      'GEThttps://api.acme.example/v1/tasks?limit=100&assignee=ann',
    );
    expect(screen.getByTestId('request-headers').textContent).toContain('Authorization:••••');
  });

  it('a write: the JSON body, what is still required, and an operation picked from the list', async () => {
    render(<RequestPreview value={acme} />);
    await userEvent.selectOptions(screen.getByTestId('request-operation'), '/contents/0/composition/operations/1');
    expect(screen.getByTestId('request-missing').textContent).toBe('Still required: task_id.');
    await userEvent.type(screen.getByLabelText(/body\.note/), 'done');
    expect(JSON.parse(screen.getByTestId('request-body').textContent!)).toEqual({ note: 'done' });
    expect(screen.getByTestId('request-url').textContent).toBe(
      'POSThttps://api.acme.example/v1/tasks/{{task_id}}/complete',
    );
  });

  it('refuses a `..` path value in red and leaves the path unfilled', async () => {
    render(<RequestPreview value={acme} />);
    await userEvent.selectOptions(screen.getByTestId('request-operation'), '/contents/0/composition/operations/1');
    expect(screen.queryByTestId('request-refused')).toBeNull();
    await userEvent.type(screen.getByLabelText(/task_id/), '..');
    expect(screen.getByTestId('request-refused').textContent).toMatch(/^Not a path value: task_id/);
    expect(screen.getByTestId('request-url').textContent).toBe(
      'POSThttps://api.acme.example/v1/tasks/{{task_id}}/complete',
    );
  });

  it('labels an argument the binding never uses as a studio note outside the spec score', () => {
    const pack = structuredClone(acme);
    pack.contents[0].composition.operations[0].args.push({ key: 'assignee', type: 'string' });
    render(<RequestPreview value={pack} />);
    const note = screen.getByTestId('binding-notes').querySelector('[data-kind="unused-arg"]')!;
    expect(note.textContent).toContain('studio note: not a publish check, outside the spec score');
    expect(note.textContent).toContain('"assignee" is never used');
  });

  it('says so when no operation has a rest binding', () => {
    render(<RequestPreview value={{}} />);
    expect(screen.getByTestId('request-preview-empty')).toBeTruthy();
  });
});
