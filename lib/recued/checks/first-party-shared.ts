import { show } from '../walk';

export function publisherLabel(publisher: string | undefined): string {
  return publisher === undefined ? 'this pack' : `publisher ${show(publisher)}`;
}
