/** The steady load's own process (./steady.ts): takes its options, sends back its figures, ends. */
import { runSteadyLoad, type SteadyOptions } from './steady'

process.once('message', (options: SteadyOptions) => {
  void runSteadyLoad(options).then((figures) => process.send?.(figures, () => process.disconnect()))
})
