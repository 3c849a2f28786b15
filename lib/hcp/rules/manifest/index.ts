import type { StaticRule } from '../create';
import { m001CommandCount } from './m001-command-count';
import { m002CommandNames } from './m002-command-names';
import { m003CatchAll } from './m003-catch-all';
import { m004DescriptionPresent } from './m004-description-present';
import { m005DescriptionSpecific } from './m005-description-specific';
import { m006DescriptionOneSentence } from './m006-description-one-sentence';
import { m007WrapCli } from './m007-wrap-cli';
import { m008CliBin } from './m008-cli-bin';
import { m010ForwardingPlaceholder } from './m010-forwarding-placeholder';
import { m011ArgumentNames } from './m011-argument-names';
import { m012PassThrough } from './m012-pass-through';
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

/** M001–M026 in id order, one file each. */
export const MANIFEST_RULES: StaticRule[] = [
  m001CommandCount,
  m002CommandNames,
  m003CatchAll,
  m004DescriptionPresent,
  m005DescriptionSpecific,
  m006DescriptionOneSentence,
  m007WrapCli,
  m008CliBin,
  m010ForwardingPlaceholder,
  m011ArgumentNames,
  m012PassThrough,
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
