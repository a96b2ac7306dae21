import { objectField, stringField } from '../json/fields';
import { idOf } from '../json/readPage';
import { readMediaItem, type MediaItem } from '../media/mediaApi';

export interface MediaOwner {
  id: string;
  name: string;
  email: string;
}

/** A library item of any user, with its owner (undefined when the account is gone). */
export interface AdminMediaItem extends MediaItem {
  owner: MediaOwner | undefined;
}

function readOwner(value: unknown): MediaOwner | undefined {
  const owner = objectField(value, 'owner');
  const id = idOf(owner);
  if (!id) return undefined;
  const email = stringField(owner, 'email') ?? '';
  return { id, name: stringField(owner, 'name') ?? email, email };
}

export function readAdminMediaItem(value: unknown, baseUrl: string): AdminMediaItem | undefined {
  const item = readMediaItem(value, baseUrl);
  return item && { ...item, owner: readOwner(value) };
}
