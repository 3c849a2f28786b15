'use client';
import type { ScoreOfRecordView } from '../history/use-score-of-record';
import { Tabs } from '../ui/tabs';
import { LiveScore } from './live-score';
import { SaveButton, StudioToolbar } from './studio-chrome';
import type { StudioContext, StudioDescriptor } from './types';
import { EDITOR_VIEW } from './use-studio-navigation';
import { modifierLabel } from './use-studio-shortcuts';
import { VerdictStatus } from './verdict-status';

interface StudioHeaderProps<S> {
  ctx: StudioContext<S>;
  descriptor: StudioDescriptor<S>;
  view: string;
  onView(view: string): void;
  record: ScoreOfRecordView | undefined;
  /** The main file when it is missing (the verdict says so), else null. */
  mainMissing: string | null;
  /** Saving would leave a folder that is still a pack of this format. */
  savable: boolean;
}

/** The studio's toolbar: the pack, its views, the format's controls, the live status and Save. */
export function StudioHeader<S>({ ctx, descriptor, view, onView, record, mainMissing, savable }: StudioHeaderProps<S>) {
  const { Crumbs, Toolbar } = descriptor;
  const views = descriptor.views ?? [];
  const { check, dirty, saving } = ctx.state;
  const mod = modifierLabel();
  return (
    <StudioToolbar packId={ctx.packId} crumbs={Crumbs && <Crumbs ctx={ctx} />}>
      {views.length > 0 && (
        <Tabs
          idBase="view"
          label="Pack views"
          items={[
            { value: EDITOR_VIEW, label: EDITOR_VIEW },
            ...views.map((v) => ({ value: v.id, label: v.label, title: v.title })),
          ]}
          value={view}
          onChange={onView}
          variant="segmented"
          // Wraps on a phone rather than scrolling: every view's label stays whole and on screen.
          className="max-w-full flex-wrap"
        />
      )}
      <div className="ml-auto flex flex-wrap items-center justify-end gap-x-3 gap-y-2">
        {Toolbar && <Toolbar ctx={ctx} />}
        {descriptor.verdict ? (
          <VerdictStatus check={check} words={descriptor.verdict} missing={mainMissing} />
        ) : (
          <LiveScore check={check} record={record} unsaved={dirty.length} />
        )}
        <SaveButton
          dirtyLabel={dirty.length ? `Save ${dirty.length === 1 ? '' : `${dirty.length} files`}`.trim() : null}
          saving={saving}
          disabled={!savable}
          title={`Save all changed files (${mod}+S)`}
          shortcut={`${mod}+S`}
          onSave={() => void ctx.session.saveAll()}
        />
      </div>
    </StudioToolbar>
  );
}
