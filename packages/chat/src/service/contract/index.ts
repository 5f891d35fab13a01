// `@wob/chat/contract`: the one behavioural suite every ChatService adapter runs (vitest), kept
// out of the main entry so that vitest never enters the app's bundle.
export type {
  ChatContractOptions,
  ChatContractWorld,
  ContractPerson,
} from './chat-service-contract';
export { describeChatServiceContract } from './chat-service-contract';
export { oversizedImage, pngFile } from './fixtures';
export type { Recording } from './recorder';
export { eventually, newMuid, record, until } from './recorder';
// The CallService contract suite (service/calls/contract), for the call adapters' tests.
export type {
  CallContractOptions,
  CallContractPerson,
  CallContractWorld,
  CallRecording,
} from '../calls/contract';
export { describeCallServiceContract, recordCalls } from '../calls/contract';
