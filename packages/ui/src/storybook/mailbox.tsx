import type { Decorator } from '@storybook/react-vite';
import { defaultBackend } from '@mare/mocks';
import { worker } from '@mare/mocks/browser';
import { DemoMailboxContext } from '../screens/demo/mailbox-context.ts';
import { createDemoMailbox } from '../screens/demo/demo-mailbox.ts';

/** Shows the default mock backend's mailbox, refreshed after every mocked response. */
export const withDemoMailbox: Decorator = (Story) => {
  const mailbox = createDemoMailbox(defaultBackend.mailbox, (onChange) => {
    worker.events.on('response:mocked', onChange);
    return () => worker.events.removeListener('response:mocked', onChange);
  });
  return (
    <DemoMailboxContext.Provider value={mailbox}>
      <Story />
    </DemoMailboxContext.Provider>
  );
};
