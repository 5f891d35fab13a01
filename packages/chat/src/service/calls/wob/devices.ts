import type { CallMediaError, CallType } from '../port';

// The wob adapter's devices: one's microphone and camera through getUserMedia (its failures as
// the port's CallMediaError), the cameras found, and the next one to switch to.

/** getUserMedia's failure as the screen explains it. */
export function mediaErrorOf(error: unknown): CallMediaError {
  const name = error instanceof Error || isDomError(error) ? (error as { name: string }).name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'permission-denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'no-device';
    default:
      return 'failed';
  }
}

function isDomError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { name?: unknown }).name === 'string'
  );
}

export interface LocalMedia {
  stream: MediaStream;
  cameraIds: string[];
}

/** One's microphone (and camera, for a video call), and the cameras there are. */
export async function openLocalMedia(devices: MediaDevices, type: CallType): Promise<LocalMedia> {
  const stream = await devices.getUserMedia({ audio: true, video: type === 'video' });
  return { stream, cameraIds: type === 'video' ? await cameraIds(devices) : [] };
}

/** The cameras' ids (labels and ids are known once a camera was granted). */
export async function cameraIds(devices: MediaDevices): Promise<string[]> {
  try {
    const all = await devices.enumerateDevices();
    return all.filter((device) => device.kind === 'videoinput').map((device) => device.deviceId);
  } catch {
    return [];
  }
}

/** The camera after `current` among `ids`, round; null when there is no other. */
export function nextCamera(ids: readonly string[], current: string | undefined): string | null {
  if (ids.length < 2) return null;
  const index = current === undefined ? -1 : ids.indexOf(current);
  return ids[(index + 1) % ids.length] ?? null;
}
