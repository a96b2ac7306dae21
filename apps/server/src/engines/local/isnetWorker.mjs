// A worker thread that runs ISNet on onnxruntime-node (see isnet.ts for the model, its weights and licences). Plain
// JavaScript so that it loads the same under tsx, Vitest and the built server (modelThread.ts says why a thread).
//
// In:  { weights: ArrayBuffer (the ONNX file) } as workerData; messages { id, input: Float32Array (1x3xSxS) , side }.
// Out: { ready: true } or { ready: false, error } once; { id, map: Float32Array (SxS saliency) } or { id, error }.
import { parentPort, workerData } from 'node:worker_threads';
import * as ort from 'onnxruntime-node';

const session = ort.InferenceSession.create(new Uint8Array(workerData.weights), { graphOptimizationLevel: 'all' });

session.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: String(error?.message ?? error) }),
);

parentPort.on('message', async ({ id, input, side }) => {
  try {
    const model = await session;
    const tensor = new ort.Tensor('float32', input, [1, 3, side, side]);
    const outputs = await model.run({ [model.inputNames[0]]: tensor }, [model.outputNames[0]]);
    tensor.dispose();
    // A copy: the output may live in memory the runtime owns, which cannot be moved to another thread.
    const map = new Float32Array(outputs[model.outputNames[0]].data);
    parentPort.postMessage({ id, map }, [map.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
