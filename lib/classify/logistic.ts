/**
 * Logistic regression over sparse binary features, trained by stochastic gradient descent with
 * L2 shrinkage. Small and dependency-free, so the same code trains in Node and predicts anywhere.
 */
import { sigmoid } from './scorer.ts';

/** Learned weights; features without a weight count 0. */
export interface LogisticModel {
  bias: number;
  weights: Record<string, number>;
}

export interface LogisticExample {
  features: readonly string[];
  notice: boolean;
  /** Importance of the example (default 1). */
  weight?: number;
}

export interface LogisticOptions {
  epochs?: number;
  learningRate?: number;
  l2?: number;
  /** Weights smaller than this are dropped at the end (model size). */
  prune?: number;
  /** Seed of the shuffle, for reproducible models. */
  seed?: number;
}

/** Σ weights of the present features + bias, squashed to (0, 1). */
export function predictLogistic(model: LogisticModel, features: readonly string[]): number {
  let z = model.bias;
  for (const f of features) z += model.weights[f] ?? 0;
  return sigmoid(z);
}

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0; // LCG: reproducible, good enough to shuffle
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Trains a model on `examples`. */
export function trainLogistic(examples: readonly LogisticExample[], options: LogisticOptions = {}): LogisticModel {
  const { epochs = 10, learningRate = 0.2, l2 = 1e-4, prune = 1e-3, seed = 7 } = options;
  const w = new Map<string, number>();
  let bias = 0;
  for (let epoch = 0; epoch < epochs; epoch++) {
    const rate = learningRate / (1 + epoch);
    for (const ex of shuffled(examples, seed + epoch)) {
      let z = bias;
      for (const f of ex.features) z += w.get(f) ?? 0;
      const g = (sigmoid(z) - (ex.notice ? 1 : 0)) * (ex.weight ?? 1) * rate;
      bias -= g;
      for (const f of ex.features) {
        const old = w.get(f) ?? 0;
        w.set(f, old - g - rate * l2 * old);
      }
    }
    // L2 also on the weights this epoch did not touch, once per epoch.
    for (const [f, v] of w) w.set(f, v * (1 - rate * l2));
  }
  const weights: Record<string, number> = {};
  for (const [f, v] of [...w].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (Math.abs(v) >= prune) weights[f] = Math.round(v * 1e4) / 1e4;
  }
  return { bias: Math.round(bias * 1e4) / 1e4, weights };
}
