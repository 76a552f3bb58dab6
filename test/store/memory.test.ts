import { MemoryStore } from '../../lib/store/memory.ts';
import type { UntypedSchema } from '../../lib/store/store.ts';
import { storeContract } from './contract.ts';

storeContract('MemoryStore', async () => new MemoryStore<UntypedSchema>());
