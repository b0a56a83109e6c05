/**
 * The one module that reads `process.env`, and only for platform variables: where the emulators run, set by
 * the Firebase emulators or by our local stack (tools/scripts/lib/local-stack.ts). They say where services are, not
 * how the function is configured; configuration is declared as params in core/params.ts.
 */
export type PlatformEnv = Readonly<{
  /** host:port of the Auth emulator; set by the Functions emulator (firebase-admin reads it too). */
  FIREBASE_AUTH_EMULATOR_HOST?: string;
  /** host:port of the Storage emulator; set by the Functions emulator when the Storage emulator runs. */
  FIREBASE_STORAGE_EMULATOR_HOST?: string;
  /** "true" inside the Functions emulator. */
  FUNCTIONS_EMULATOR?: string;
  /** Where images go when no Storage emulator can start (set by tools/scripts/lib/local-stack.ts). */
  CLINIC_LOCAL_IMAGE_DIR?: string;
  /** The Cloud Run service name: set on Cloud Functions 2nd gen, where Google's front end fills X-Forwarded-For. */
  K_SERVICE?: string;
  /** The project id the platform (or the emulator, or our api instances) runs the function in. */
  GCLOUD_PROJECT?: string;
}>;

/** Read on each call, not once: tests and host processes (seed, benchmark) set these before the first request. */
export function platformEnv(): PlatformEnv {
  const env = process.env;
  return {
    FIREBASE_AUTH_EMULATOR_HOST: env.FIREBASE_AUTH_EMULATOR_HOST,
    FIREBASE_STORAGE_EMULATOR_HOST: env.FIREBASE_STORAGE_EMULATOR_HOST,
    FUNCTIONS_EMULATOR: env.FUNCTIONS_EMULATOR,
    CLINIC_LOCAL_IMAGE_DIR: env.CLINIC_LOCAL_IMAGE_DIR,
    K_SERVICE: env.K_SERVICE,
    GCLOUD_PROJECT: env.GCLOUD_PROJECT,
  };
}
