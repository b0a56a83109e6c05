import { describe, expect, it } from 'vitest';
import {
  decideFirestore,
  FirestoreMissingError,
  INSTALL_JAR,
  INSTALL_JAVA,
  type JarFound,
  type JavaFound,
} from './firestore-choice';

const java = (major: number, source: JavaFound['source'] = 'system JVM folder'): JavaFound => ({
  path: `/jvm/${major}/bin/java`,
  major,
  source,
});
const DEBIAN: JarFound = { path: '/usr/lib/google-cloud-sdk/x.jar', source: 'Debian package' };
const CACHE: JarFound = {
  path: '/home/me/.cache/firebase/emulators/cloud-firestore-emulator-v1.19.7.jar',
  source: 'firebase-tools cache',
};

describe('decideFirestore: the official emulator, or what is missing and the command that installs it', () => {
  it('a JAR and a Java 21+: the official emulator, with that Java', () => {
    const choice = decideFirestore({ javas: [java(17, 'PATH'), java(25)], jars: [DEBIAN] });
    expect(choice).toEqual({
      java: java(25),
      jar: DEBIAN,
      reason: "Java 25 (system JVM folder) runs the Debian package's JAR",
    });
  });

  it('JAVA_HOME and the PATH keep their order of precedence over the system folder', () => {
    const choice = decideFirestore({ javas: [java(21, 'JAVA_HOME'), java(25)], jars: [DEBIAN] });
    expect(choice).toMatchObject({ java: java(21, 'JAVA_HOME') });
  });

  it("the first JAR found is used: the Cloud SDK before firebase-tools' cache", () => {
    expect(decideFirestore({ javas: [java(25)], jars: [DEBIAN, CACHE] })).toMatchObject({ jar: DEBIAN });
    expect(decideFirestore({ javas: [java(25)], jars: [CACHE] })).toMatchObject({ jar: CACHE });
  });

  it('only a Java below 21: the Java to install, naming the ones found', () => {
    expect(decideFirestore({ javas: [java(17, 'PATH')], jars: [DEBIAN] })).toEqual({
      missing: 'a Java 21+ (only Java 17 found)',
      install: INSTALL_JAVA,
    });
  });

  it('no Java at all, with or without the JAR: the Java to install first', () => {
    for (const jars of [[DEBIAN], []]) {
      expect(decideFirestore({ javas: [], jars })).toEqual({
        missing: 'a Java 21+ (none in JAVA_HOME, PATH or /usr/lib/jvm)',
        install: INSTALL_JAVA,
      });
    }
  });

  it('a Java 21+ but no JAR: the command that downloads it', () => {
    expect(decideFirestore({ javas: [java(21)], jars: [] })).toEqual({
      missing: "the Firestore emulator's JAR",
      install: INSTALL_JAR,
    });
  });

  it('stops with one command to run, on a line of its own', () => {
    const error = new FirestoreMissingError({ missing: "the Firestore emulator's JAR", install: INSTALL_JAR });
    expect(error.message.split('\n')).toEqual([
      "The Firestore emulator cannot start here: it needs the Firestore emulator's JAR. Install it with:",
      '  npx firebase setup:emulators:firestore',
      'then run the command again.',
    ]);
  });
});
