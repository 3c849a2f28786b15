import type { StaticRule } from '../create';
import { m013BindingMode } from './m013-binding-mode';
import { m014PublicHub } from './m014-public-hub';
import { m015NoCredential } from './m015-no-credential';
import { m016BinNotAbsolute } from './m016-bin-not-absolute';
import { m018ScaffoldTemplate } from './m018-scaffold-template';
import { m019BinInsidePack } from './m019-bin-inside-pack';
import { m020ArgDocumented } from './m020-arg-documented';
import { m021NoTodo } from './m021-no-todo';
import { m022ArgSource } from './m022-arg-source';
import { m023PathCliProject } from './m023-path-cli-project';
import { m024PreviewKnown } from './m024-preview-known';
import { m025ConfirmPreview } from './m025-confirm-preview';
import { m026TitleTemplates } from './m026-title-templates';

/** M013–M026: Binding, credentials, wrap.bin, the scaffold, arguments, previews and titles. */
export const MANIFEST_RULES_B: StaticRule[] = [
  m013BindingMode,
  m014PublicHub,
  m015NoCredential,
  m016BinNotAbsolute,
  m018ScaffoldTemplate,
  m019BinInsidePack,
  m020ArgDocumented,
  m021NoTodo,
  m022ArgSource,
  m023PathCliProject,
  m024PreviewKnown,
  m025ConfirmPreview,
  m026TitleTemplates,
];
