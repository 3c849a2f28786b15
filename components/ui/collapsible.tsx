'use client';
import { Collapsible as Primitive } from 'radix-ui';

/**
 * A part that opens and closes under its trigger (Radix Collapsible): the trigger carries aria-expanded and
 * aria-controls, the content leaves the page while closed. Wrap a `Button` in the trigger with `asChild`.
 */
export const Collapsible = Primitive.Root;
export const CollapsibleTrigger = Primitive.Trigger;
export const CollapsibleContent = Primitive.Content;
