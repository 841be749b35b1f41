import { useEffect, useReducer, useState } from 'react';
import { type ChannelMessage, openMachineChannel } from '../../app-kit/machine-channel';
import { applyMessage, channelMessageOf, EMPTY_BOARD, type LiveBoard } from './live-board';

/**
 * The running actors of every open console tab (this one included), from the machines channel:
 * asks who is running when it opens, then follows each change. `supported` is false where the
 * browser has no BroadcastChannel.
 */
export function useLiveBoard(): { board: LiveBoard; supported: boolean } {
  const [board, dispatch] = useReducer(applyMessage, EMPTY_BOARD);
  const [supported] = useState(() => typeof BroadcastChannel === 'function');
  useEffect(() => {
    const channel = openMachineChannel();
    if (!channel) return;
    const onMessage = (event: MessageEvent) => {
      const message = channelMessageOf(event.data);
      if (message) dispatch(message);
    };
    channel.addEventListener('message', onMessage);
    channel.postMessage({ kind: 'who' } satisfies ChannelMessage);
    return () => {
      channel.removeEventListener('message', onMessage);
      channel.close();
    };
  }, []);
  return { board, supported };
}
