/** `helper classify`: one verdict per input line, in order; bad lines answered, never a crash. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyStream } from '../../helper/commands/classify.ts';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';
import { createClassifier } from '../../lib/classify/index.ts';

const classifier = createClassifier({ tokenizer: loadNodeTokenizer() });

async function* linesOf(...lines: string[]) {
  yield* lines;
}

describe('classify command', () => {
  it('answers every line in order, errors in place', async () => {
    const out: object[] = [];
    const count = await classifyStream(
      linesOf(
        JSON.stringify({ text: '实验楼空调维修工程竞争性磋商公告', url: 'https://zbb.example.edu.cn/1.htm' }),
        '{not json',
        JSON.stringify({ text: '2025年公开招聘辅导员公告', context: '研究生招生简章' }),
        JSON.stringify({ url: 'https://x.edu.cn/' }),
        JSON.stringify({ text: 42 }),
        JSON.stringify(['招标公告']),
        JSON.stringify({ text: '招'.repeat(1_000_000) }),
      ),
      classifier,
      (v) => out.push(v),
    );
    expect(count).toBe(7);
    expect(out[0]).toMatchObject({ label: 'notice', type: '磋商' });
    expect(out[1]).toHaveProperty('error');
    expect(out[2]).toMatchObject({ label: 'other', type: null });
    expect(out[3]).toEqual({ error: 'missing "text"' });
    expect(out[4]).toHaveProperty('error');
    expect(out[5]).toHaveProperty('error');
    expect(out[6]).toHaveProperty('label');
  });

  it('runs as `helper classify` over stdin', () => {
    const root = join(import.meta.dirname, '..', '..');
    const input = ['{"text":"招  标  公  告"}', 'oops', '{"text":"停电通知"}'].join('\n');
    const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'helper', 'cli.ts'), 'classify'], { input, encoding: 'utf8', cwd: root });
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => l.label ?? 'error')).toEqual(['notice', 'error', 'other']);
  });
});
