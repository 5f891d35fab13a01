import { afterEach, beforeEach, describe } from 'vitest';
import type { CallService } from '../port';
import {
  type CallContractOptions,
  type CallContractPerson,
  type CallContractStage,
  type CallContractWorld,
  type CallRecording,
  recordCalls,
} from './call-contract-kit';
import { describeCallGroupsContract } from './contract-call-groups';
import { describeCallRejoinContract } from './contract-call-rejoin';
import { describeCallStatesContract } from './contract-call-states';

// The one behavioural suite of the CallService port (calls/port.ts): every adapter runs it —
// the memory double here (memory-call-contract.test.ts), cometchat against its scripted fake,
// wob against the real server. It asserts what a caller notices, through the port only; what
// is adapter-specific (people, blocks, groups, moving the clock) comes from the adapter's
// `setup`. The media are not part of it: they are proven in the browser.

export function describeCallServiceContract(
  name: string,
  setup: () => Promise<CallContractWorld>,
  options: CallContractOptions = {},
): void {
  const timeout = options.timeoutMs ?? 30_000;

  describe(`CallService contract: ${name}`, () => {
    let world: CallContractWorld;
    let recordings: CallRecording[] = [];

    beforeEach(async () => {
      world = await setup();
      recordings = [];
    });

    afterEach(async () => {
      for (const recording of recordings) recording.stop();
      await world?.teardown();
    });

    const person = (index: 0 | 1 | 2): CallContractPerson => world.people[index];
    const stage: CallContractStage = {
      get world() {
        return world;
      },
      get a() {
        return person(0);
      },
      get b() {
        return person(1);
      },
      get c() {
        return person(2);
      },
      listen(service: CallService) {
        const recording = recordCalls(service);
        recordings.push(recording);
        return recording;
      },
      timeout,
    };

    describe('one-to-one', () => describeCallStatesContract(stage));
    describe('rejoin', () => describeCallRejoinContract(stage));
    describe('groups', () => {
      beforeEach((context) => {
        if (!world.group) context.skip();
      });
      describeCallGroupsContract(stage);
    });
  });
}
