// The wob adapter of the CallService port (README "Calls").
export type { RtcEnvironment } from './media';
export { mediaErrorOf } from './devices';
export type { WobCallServiceDeps } from './wob-call-service';
export { createWobCallService } from './wob-call-service';
