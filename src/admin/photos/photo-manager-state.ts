import { MAX_PHOTOS } from '../../products/images.ts';
import { CENTRE, type FocusPoint } from './crop.ts';
import type { OpenedPhoto } from './encode.ts';
import { movedMessage, photoLabel, removedMessage, roomLeft } from './photo-list.ts';

/**
 * The photo manager's own state, as transitions: files chosen wait in a queue and are opened and
 * framed one at a time, then stored; the stored photos (which the editor's form holds) are moved,
 * dragged and removed; after each step a screen reader hears what happened and focus lands where
 * the owner's work continues. The screen runs the opening and the upload and reports here.
 */

/** A chosen photo, opened, waiting for the owner to frame it. */
export interface Draft {
  fileName: string;
  photo: OpenedPhoto;
}

/** Where focus goes after an action, applied once the screen shows its result. */
export type Landing =
  | { on: 'cropper' | 'confirm' | 'add' }
  | { on: 'photo'; index: number; part: 'image' | 'earlier' | 'later' | 'remove' };

export interface PhotoManagerState {
  /** Files chosen after the one being opened or framed, in the order chosen. */
  queue: readonly File[];
  /** The file being opened (decoded) for framing. */
  opening: File | null;
  draft: Draft | null;
  /** The point the square frame is centred on, for the draft. */
  focus: FocusPoint;
  /** The draft's upload, from 0 to 1, or null while none is under way. */
  progress: number | null;
  /** The stored photo being dragged, by index. */
  dragging: number | null;
  /** Where a dragged photo would land: before or after the photo at `index`. */
  dropHint: { index: number; after: boolean } | null;
  /** Files are being dragged over the drop area. */
  filesOver: boolean;
  /** What a screen reader hears after the last step. */
  announcement: string;
  /** Where focus goes next; `step` tells one request from the next for the same place. */
  landing: { to: Landing; step: number } | null;
}

export type PhotoAction =
  /** Files that passed the checks, in the order chosen (`choosePhotos` sorted the others out). */
  | { type: 'files-accepted'; files: readonly File[] }
  /** Nothing chosen could be used: focus goes back to Aggiungi foto. */
  | { type: 'nothing-accepted' }
  | { type: 'opened'; file: File; photo: OpenedPhoto }
  | { type: 'open-failed'; file: File }
  | { type: 'focus-moved'; focus: FocusPoint }
  | { type: 'upload-started' }
  | { type: 'upload-progressed'; fraction: number }
  /** The draft was stored; the product now has `count` photos. */
  | { type: 'uploaded'; count: number }
  /** The upload failed: the framed photo stays, for Carica foto to try again. */
  | { type: 'upload-failed' }
  | { type: 'discarded' }
  /** A stored photo moved from `from` to `to` among `count`. */
  | { type: 'moved'; from: number; to: number; count: number }
  /** The photo at `index` was removed; `count` are left. */
  | { type: 'removed'; index: number; count: number }
  | { type: 'drag-started'; index: number }
  | { type: 'dragged-over'; index: number; after: boolean }
  | { type: 'drag-ended' }
  | { type: 'files-over'; over: boolean };

export const initialPhotoState: PhotoManagerState = {
  queue: [],
  opening: null,
  draft: null,
  focus: CENTRE,
  progress: null,
  dragging: null,
  dropHint: null,
  filesOver: false,
  announcement: '',
  landing: null,
};

/** Photos chosen and not stored yet: those waiting, and the one being opened or framed. */
export function pendingPhotos(state: PhotoManagerState): number {
  return state.queue.length + (state.draft || state.opening ? 1 : 0);
}

/** True while a chosen photo waits, is framed or travels: the editor holds its save meanwhile. */
export function photosBusy(state: PhotoManagerState): boolean {
  return pendingPhotos(state) > 0 || state.progress !== null;
}

/** True when the product can take no more photos, counting those on their way. */
export function photosFull(state: PhotoManagerState, stored: number): boolean {
  return roomLeft(stored, pendingPhotos(state)) === 0;
}

function land(state: PhotoManagerState, to: Landing): PhotoManagerState {
  return { ...state, landing: { to, step: (state.landing?.step ?? 0) + 1 } };
}

/** The next file waiting is opened; with none waiting, focus lands on `otherwise`. */
function openNext(state: PhotoManagerState, otherwise: Landing): PhotoManagerState {
  const [next, ...rest] = state.queue;
  if (!next) return land({ ...state, opening: null }, otherwise);
  return { ...state, opening: next, queue: rest };
}

export function managePhotos(state: PhotoManagerState, action: PhotoAction): PhotoManagerState {
  switch (action.type) {
    case 'files-accepted': {
      const queued = { ...state, queue: [...state.queue, ...action.files] };
      return state.draft || state.opening ? queued : openNext(queued, { on: 'add' });
    }
    case 'nothing-accepted':
      return land(state, { on: 'add' });
    case 'opened':
      if (state.opening !== action.file) return state;
      return land(
        { ...state, opening: null, draft: { fileName: action.file.name, photo: action.photo }, focus: CENTRE },
        { on: 'cropper' },
      );
    case 'open-failed':
      return state.opening === action.file ? openNext({ ...state, opening: null }, { on: 'add' }) : state;
    case 'focus-moved':
      return { ...state, focus: action.focus };

    case 'upload-started':
      return state.draft && state.progress === null ? { ...state, progress: 0 } : state;
    case 'upload-progressed':
      return state.progress === null ? state : { ...state, progress: action.fraction };
    case 'uploaded': {
      const { count } = action;
      const announcement = `${photoLabel(count - 1)} aggiunta: ${String(count)} di ${String(MAX_PHOTOS)}.`;
      const stored = { ...state, progress: null, draft: null, announcement };
      return openNext(stored, { on: 'photo', index: count - 1, part: 'image' });
    }
    case 'upload-failed':
      return land({ ...state, progress: null }, { on: 'confirm' });
    case 'discarded':
      return openNext({ ...state, draft: null }, { on: 'add' });

    case 'moved': {
      const { from, to, count } = action;
      const part = to < from ? 'earlier' : 'later';
      // The same button while it still leads somewhere, otherwise the other one.
      const still = part === 'earlier' ? to > 0 : to < count - 1;
      const button = still ? part : part === 'earlier' ? 'later' : 'earlier';
      return land({ ...state, announcement: movedMessage(to, count) }, { on: 'photo', index: to, part: button });
    }
    case 'removed': {
      const { index, count } = action;
      const to: Landing =
        count === 0 ? { on: 'add' } : { on: 'photo', index: Math.min(index, count - 1), part: 'image' };
      return land({ ...state, announcement: removedMessage(count) }, to);
    }
    case 'drag-started':
      return { ...state, dragging: action.index };
    case 'dragged-over':
      return { ...state, dropHint: { index: action.index, after: action.after } };
    case 'drag-ended':
      return { ...state, dragging: null, dropHint: null };
    case 'files-over':
      return state.filesOver === action.over ? state : { ...state, filesOver: action.over };
  }
}
