import { describe, expect, it } from 'vitest';
import { decideFirestore, officialUnavailableMessage, type JarFound, type JavaFound } from './firestore-choice';

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

describe('decideFirestore: which Firestore, and why, for each combination of present and absent', () => {
  it('a JAR and a Java 21+: the official emulator through firebase-tools, with that Java', () => {
    const choice = decideFirestore({ javas: [java(17, 'PATH'), java(25)], jars: [DEBIAN] }, {});
    expect(choice).toMatchObject({ kind: 'official', via: 'firebase-tools', java: java(25), jar: DEBIAN });
    expect(choice.reason).toBe("Java 25 (system JVM folder) runs the Debian package's JAR through firebase-tools");
  });

  it('a JAR and only a Java 17 to 20: the JAR on its own, saying firebase-tools needs 21', () => {
    const choice = decideFirestore({ javas: [java(17, 'PATH')], jars: [DEBIAN] }, {});
    expect(choice).toMatchObject({ kind: 'official', via: 'standalone', java: java(17, 'PATH') });
    expect(choice.reason).toMatch(
      /Java 17 \(PATH\) runs the Debian package's JAR on its own \(firebase-tools needs Java 21\+\)/,
    );
  });

  it('JAVA_HOME and the PATH keep their order of precedence over the system folder', () => {
    const choice = decideFirestore({ javas: [java(21, 'JAVA_HOME'), java(25)], jars: [DEBIAN] }, {});
    expect(choice).toMatchObject({ via: 'firebase-tools', java: java(21, 'JAVA_HOME') });
  });

  it("the first JAR found is used: the Cloud SDK before firebase-tools' cache", () => {
    expect(decideFirestore({ javas: [java(25)], jars: [DEBIAN, CACHE] }, {})).toMatchObject({ jar: DEBIAN });
    expect(decideFirestore({ javas: [java(25)], jars: [CACHE] }, {})).toMatchObject({ jar: CACHE });
  });

  it('a JAR but only an older Java: the embedded one, naming the Javas found', () => {
    const choice = decideFirestore({ javas: [java(11, 'PATH'), java(8)], jars: [DEBIAN] }, {});
    expect(choice).toEqual({
      kind: 'embedded',
      reason: 'only Java 11, Java 8 found; the official Firestore emulator needs Java 17+',
    });
  });

  it('a JAR and no Java at all: the embedded one', () => {
    expect(decideFirestore({ javas: [], jars: [DEBIAN] }, {})).toEqual({
      kind: 'embedded',
      reason: 'no Java was found (JAVA_HOME, PATH, /usr/lib/jvm)',
    });
  });

  it('a Java but no JAR: the embedded one, and the message says how to install it', () => {
    const choice = decideFirestore({ javas: [java(25)], jars: [] }, {});
    expect(choice).toEqual({
      kind: 'embedded',
      reason: 'no official Firestore emulator JAR was found on this machine',
    });
    expect(officialUnavailableMessage(choice)).toMatch(/apt-get install google-cloud-cli-firestore-emulator/);
  });

  it('neither: the embedded one', () => {
    expect(decideFirestore({ javas: [], jars: [] }, {}).kind).toBe('embedded');
  });

  it('CLINIC_FIRESTORE=embedded forces the embedded one even when both are present', () => {
    expect(decideFirestore({ javas: [java(25)], jars: [DEBIAN] }, { CLINIC_FIRESTORE: 'embedded' })).toEqual({
      kind: 'embedded',
      reason: 'CLINIC_FIRESTORE=embedded',
    });
  });
});
