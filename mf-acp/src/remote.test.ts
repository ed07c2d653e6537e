import path from 'node:path';
import { expectRemoteBindings } from '@cedar/shared/testing';
import { remote } from './remote';

it('exposes each declared module from the very file its standalone page loads', async () => {
  await expectRemoteBindings(remote, path.join(__dirname, '..'));
});
