// A worker thread that runs ESRGAN "thick" x4 (@upscalerjs/esrgan-thick, MIT code and weights) on TensorFlow.js with
// the WebAssembly backend. It is plain JavaScript so that it loads the same under tsx, Vitest and Node: the model's
// tiles take seconds each and would block the main thread's event loop (HTTP, job heartbeats) if run there.
//
// In:  { modelDir } as workerData; messages { id, pixels: Float32Array (RGB, 0..1, row-major), width, height }.
// Out: { id, pixels: Float32Array (4 * width x 4 * height RGB, 0..1) } or { id, error } ; { ready } once loaded.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import * as tf from '@tensorflow/tfjs-core';
import * as layers from '@tensorflow/tfjs-layers';
import '@tensorflow/tfjs-backend-wasm';

/** The residual scaling of the model's dense blocks (ESRGAN's beta). */
class MultiplyBeta extends layers.layers.Layer {
  static className = 'MultiplyBeta';
  call(inputs) {
    return tf.mul(Array.isArray(inputs) ? inputs[0] : inputs, 0.2);
  }
  computeOutputShape(shape) {
    return shape;
  }
}

/** Sub-pixel convolution's rearrangement: 16 channels per colour become a 4x4 block of pixels. */
class PixelShuffle4x extends layers.layers.Layer {
  static className = 'PixelShuffle4x';
  call(inputs) {
    return tf.depthToSpace(Array.isArray(inputs) ? inputs[0] : inputs, 4, 'NHWC');
  }
  computeOutputShape([batch, height, width, channels]) {
    return [batch, height === null ? null : height * 4, width === null ? null : width * 4, channels / 16];
  }
}
tf.serialization.registerClass(MultiplyBeta);
tf.serialization.registerClass(PixelShuffle4x);

async function loadModel(modelDir) {
  const description = JSON.parse(await readFile(join(modelDir, 'model.json'), 'utf8'));
  const [manifest] = description.weightsManifest;
  const shards = await Promise.all(manifest.paths.map((path) => readFile(join(modelDir, path))));
  const weights = Buffer.concat(shards);
  return layers.loadLayersModel(
    tf.io.fromMemory({
      modelTopology: description.modelTopology,
      weightSpecs: manifest.weights,
      weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
    }),
  );
}

const ready = (async () => {
  await tf.setBackend('wasm');
  await tf.ready();
  return loadModel(workerData.modelDir);
})();

ready.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: String(error?.message ?? error) }),
);

parentPort.on('message', async ({ id, pixels, width, height }) => {
  try {
    const model = await ready;
    const output = tf.tidy(() => {
      const input = tf.tensor4d(pixels, [1, height, width, 3]);
      return tf.clipByValue(model.predict(input), 0, 1);
    });
    const data = await output.data();
    output.dispose();
    parentPort.postMessage({ id, pixels: data }, [data.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
