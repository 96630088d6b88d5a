import { describe, expect, it } from 'vitest';
import type { OpenedPhoto } from '../../../../src/admin/photos/encode.ts';
import {
  initialPhotoState,
  managePhotos,
  pendingPhotos,
  photosBusy,
  photosFull,
  type PhotoAction,
  type PhotoManagerState,
} from '../../../../src/admin/photos/photo-manager-state.ts';
import { MAX_PHOTOS } from '../../../../src/products/images.ts';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });
const opened = (width = 1200, height = 900): OpenedPhoto => ({ width, height }) as OpenedPhoto;

function after(...actions: PhotoAction[]): PhotoManagerState {
  return actions.reduce(managePhotos, initialPhotoState);
}

const first = file('anello.png');
const second = file('anello-lato.png');

describe('choosing photos', () => {
  it('opens the first file chosen and keeps the others waiting, in order', () => {
    const state = after({ type: 'files-accepted', files: [first, second] });
    expect(state.opening).toBe(first);
    expect(state.queue).toEqual([second]);
    expect(pendingPhotos(state)).toBe(2);
    expect(photosBusy(state)).toBe(true);
  });

  it('files chosen while one is framed wait their turn', () => {
    const framing = after({ type: 'files-accepted', files: [first] }, { type: 'opened', file: first, photo: opened() });
    const more = managePhotos(framing, { type: 'files-accepted', files: [second] });
    expect(more).toMatchObject({ opening: null, queue: [second] });
    expect(more.draft?.fileName).toBe('anello.png');
  });

  it('an opened file is framed from the centre, with focus on the cropper', () => {
    const state = after({ type: 'files-accepted', files: [first] }, { type: 'opened', file: first, photo: opened() });
    expect(state).toMatchObject({
      opening: null,
      draft: { fileName: 'anello.png' },
      landing: { to: { on: 'cropper' } },
    });
    expect(state.focus).toEqual(initialPhotoState.focus);
  });

  it('a file that cannot be opened is skipped for the next, or focus goes back to Aggiungi foto', () => {
    const two = after({ type: 'files-accepted', files: [first, second] }, { type: 'open-failed', file: first });
    expect(two).toMatchObject({ opening: second, queue: [] });
    const none = managePhotos(two, { type: 'open-failed', file: second });
    expect(none).toMatchObject({ opening: null, landing: { to: { on: 'add' } } });
    expect(photosBusy(none)).toBe(false);
  });

  it('ignores the answer for a file no longer being opened', () => {
    const state = after({ type: 'files-accepted', files: [first] });
    expect(managePhotos(state, { type: 'opened', file: second, photo: opened() })).toBe(state);
  });

  it('nothing usable chosen: focus goes back to Aggiungi foto', () => {
    expect(after({ type: 'nothing-accepted' }).landing?.to).toEqual({ on: 'add' });
  });

  it('counts the photos on their way against the most a product may have', () => {
    const state = after({ type: 'files-accepted', files: [first, second] });
    expect(photosFull(state, MAX_PHOTOS - 2)).toBe(true);
    expect(photosFull(state, MAX_PHOTOS - 3)).toBe(false);
  });
});

describe('storing a framed photo', () => {
  const framing = after(
    { type: 'files-accepted', files: [first, second] },
    { type: 'opened', file: first, photo: opened() },
  );

  it('follows the upload, then announces the photo and opens the next file', () => {
    const sending = after(
      { type: 'files-accepted', files: [first] },
      { type: 'opened', file: first, photo: opened() },
      { type: 'upload-started' },
      { type: 'upload-progressed', fraction: 0.4 },
    );
    expect(sending.progress).toBe(0.4);
    const stored = managePhotos(framing, { type: 'uploaded', count: 3 });
    expect(stored).toMatchObject({ draft: null, progress: null, opening: second });
    expect(stored.announcement).toBe(`Foto 3 aggiunta: 3 di ${String(MAX_PHOTOS)}.`);
  });

  it('with nothing else waiting, focus goes to the new photo', () => {
    const alone = after({ type: 'files-accepted', files: [first] }, { type: 'opened', file: first, photo: opened() });
    const stored = managePhotos(managePhotos(alone, { type: 'upload-started' }), { type: 'uploaded', count: 1 });
    expect(stored.landing?.to).toEqual({ on: 'photo', index: 0, part: 'image' });
    expect(stored.announcement).toBe(`Foto principale aggiunta: 1 di ${String(MAX_PHOTOS)}.`);
    expect(photosBusy(stored)).toBe(false);
  });

  it('a failed upload keeps the framed photo, with focus on Carica foto', () => {
    const failed = after(
      { type: 'files-accepted', files: [first] },
      { type: 'opened', file: first, photo: opened() },
      { type: 'upload-started' },
      { type: 'upload-failed' },
    );
    expect(failed).toMatchObject({
      progress: null,
      draft: { fileName: 'anello.png' },
      landing: { to: { on: 'confirm' } },
    });
  });

  it('Scarta drops the framed photo and moves on to the next', () => {
    expect(managePhotos(framing, { type: 'discarded' })).toMatchObject({ draft: null, opening: second });
  });

  it('a second Carica foto while one upload runs changes nothing', () => {
    const sending = managePhotos(framing, { type: 'upload-started' });
    expect(managePhotos(sending, { type: 'upload-started' })).toBe(sending);
  });
});

describe('arranging the stored photos', () => {
  it('after a move, announces the place and keeps focus on the button that still leads somewhere', () => {
    const up = after({ type: 'moved', from: 1, to: 0, count: 3 });
    expect(up.announcement).toBe('Foto spostata in posizione 1 di 3: ora è la foto principale.');
    expect(up.landing?.to).toEqual({ on: 'photo', index: 0, part: 'later' });
    const down = after({ type: 'moved', from: 0, to: 1, count: 3 });
    expect(down.landing?.to).toEqual({ on: 'photo', index: 1, part: 'later' });
    const last = after({ type: 'moved', from: 1, to: 2, count: 3 });
    expect(last.landing?.to).toEqual({ on: 'photo', index: 2, part: 'earlier' });
  });

  it('after a removal, focus goes to the photo that took its place, or to Aggiungi foto', () => {
    expect(after({ type: 'removed', index: 2, count: 2 }).landing?.to).toEqual({
      on: 'photo',
      index: 1,
      part: 'image',
    });
    const none = after({ type: 'removed', index: 0, count: 0 });
    expect(none.landing?.to).toEqual({ on: 'add' });
    expect(none.announcement).toMatch(/immagine segnaposto/);
  });

  it('each landing is a new step, even to the same place', () => {
    const once = after({ type: 'nothing-accepted' });
    const twice = managePhotos(once, { type: 'nothing-accepted' });
    expect(twice.landing?.step).toBe((once.landing?.step ?? 0) + 1);
  });

  it('follows a drag and forgets it when it ends', () => {
    const dragging = after({ type: 'drag-started', index: 2 }, { type: 'dragged-over', index: 0, after: false });
    expect(dragging).toMatchObject({ dragging: 2, dropHint: { index: 0, after: false } });
    expect(managePhotos(dragging, { type: 'drag-ended' })).toMatchObject({ dragging: null, dropHint: null });
  });

  it('marks the drop area while files are dragged over it', () => {
    const over = after({ type: 'files-over', over: true });
    expect(over.filesOver).toBe(true);
    expect(managePhotos(over, { type: 'files-over', over: true })).toBe(over);
  });
});
