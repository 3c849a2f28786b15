'use client';
// The HCP editor's Monaco workbench, with pack.json's schema registered: completion, hover and schema markers.
import './recued-monaco';
export { default } from '../editor/monaco-workbench';
