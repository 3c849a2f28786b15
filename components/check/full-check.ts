import type { ReactNode } from 'react';
import type { OptionalLayer, PlannedWrite } from '@/lib/formats/types';

/**
 * What a format's full check runs beyond lint and the static rules, as the check dashboard shows it: a format that
 * has such layers (a probe of its CLI, its eval cases) describes them in its own folder and hands this to
 * `checkView` (check-view.tsx); the dashboard itself names no layer of any format.
 */
export interface FullCheck {
  /** The dashboard's words for its layers, as a whole. */
  words: {
    /** What runs after the static rules when asked ("the probe of the wrapped CLI and the eval cases"). */
    beyond: string;
    /** The options as the default was chosen: "<these> are ticked", "<these> start unticked". */
    ticked: string;
    unticked: string;
    /** Why a scored check is not a full one ("<this or that> was left off"). */
    leftOff: string;
  };
  /** Its layers, in the order they run. */
  layers: readonly CheckLayer[];
  /** The writes its layers would run on these texts: said before the check runs them. */
  plannedWrites(texts: Partial<Record<string, string>>): readonly PlannedWrite[];
}

export interface CheckLayer {
  /**
   * The format's declaration of it (PackFormat.optionalLayers), the one the CLI's flags read too: its id is the
   * report's layer name, the phase its progress names and the key of its tick; its label is the tick box's; a layer
   * that `writes`, ticked, has the dashboard name the writes before the check starts.
   */
  declared: OptionalLayer;
  /** What it is doing while its phase runs. */
  doing: string;
  /** The report section its items fill: the key of the poll's items and of its progress. */
  section: string;
  /** Its progress bar's label. */
  progressLabel: string;
  /** Its card: title, subtitle, and the line in place of its table while nothing finished yet, or when none did. */
  title: string;
  subtitle: string;
  waiting: string;
  none: string;
  /**
   * Its live table: from the report's section once the report is there, else from the items finished so far; null
   * while there is nothing to show.
   */
  table(section: unknown, items: readonly unknown[]): ReactNode | null;
}
