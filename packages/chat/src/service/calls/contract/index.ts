// The CallService contract suite (vitest), for adapters' tests; reached through
// `@wob/chat/contract`, never from the app's bundle.
export type {
  CallContractOptions,
  CallContractPerson,
  CallContractWorld,
  CallRecording,
} from './call-contract-kit';
export { recordCalls } from './call-contract-kit';
export { describeCallServiceContract } from './call-service-contract';
