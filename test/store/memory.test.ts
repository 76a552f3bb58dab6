import { MemoryStore } from '../../lib/store/memory.ts';
import { storeContract } from './contract.ts';

storeContract('MemoryStore', async () => new MemoryStore());
