// The Password Hash Generator's settings: the algorithm and the parameters of the one chosen. They
// are kept and shared by link (they are settings, never secrets).
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { CheckboxOption, OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import {
  BCRYPT_PREFIXES,
  DEFAULT_HASH_FIELDS,
  HASH_ALGORITHMS,
  type HashFields,
  LIMITS,
  PBKDF2_DIGESTS,
} from "./password-hash-options";

type NumberField = keyof typeof LIMITS;

const OPTION = { role: "option" } as const;

/** The fields as the page holds them, with their setters. */
export function useHashFields(tool: ToolEntry) {
  const path = tool.path;
  const [algorithm, setAlgorithm] = usePersistentChoice(
    path,
    "algorithm",
    HASH_ALGORITHMS,
    "bcrypt",
  );
  const [bcryptPrefix, setBcryptPrefix] = usePersistentChoice(
    path,
    "bcryptPrefix",
    BCRYPT_PREFIXES,
    "2b",
  );
  const [pbkdf2Digest, setPbkdf2Digest] = usePersistentChoice(
    path,
    "pbkdf2Digest",
    PBKDF2_DIGESTS,
    "sha256",
  );
  const [htpasswd, setHtpasswd] = usePersistentState(path, "htpasswd", false);
  // A number field is text until read, so a half-typed value gets a message, not a reset.
  const numbers = {
    bcryptCost: usePersistentState(path, "bcryptCost", DEFAULT_HASH_FIELDS.bcryptCost, OPTION),
    argon2Memory: usePersistentState(
      path,
      "argon2Memory",
      DEFAULT_HASH_FIELDS.argon2Memory,
      OPTION,
    ),
    argon2Iterations: usePersistentState(
      path,
      "argon2Iterations",
      DEFAULT_HASH_FIELDS.argon2Iterations,
      OPTION,
    ),
    argon2Parallelism: usePersistentState(
      path,
      "argon2Parallelism",
      DEFAULT_HASH_FIELDS.argon2Parallelism,
      OPTION,
    ),
    scryptLog2N: usePersistentState(path, "scryptLog2N", DEFAULT_HASH_FIELDS.scryptLog2N, OPTION),
    scryptBlockSize: usePersistentState(
      path,
      "scryptBlockSize",
      DEFAULT_HASH_FIELDS.scryptBlockSize,
      OPTION,
    ),
    scryptParallelism: usePersistentState(
      path,
      "scryptParallelism",
      DEFAULT_HASH_FIELDS.scryptParallelism,
      OPTION,
    ),
    pbkdf2Iterations: usePersistentState(
      path,
      "pbkdf2Iterations",
      DEFAULT_HASH_FIELDS.pbkdf2Iterations,
      OPTION,
    ),
  };
  const bcryptCost = numbers.bcryptCost[0];
  const argon2Memory = numbers.argon2Memory[0];
  const argon2Iterations = numbers.argon2Iterations[0];
  const argon2Parallelism = numbers.argon2Parallelism[0];
  const scryptLog2N = numbers.scryptLog2N[0];
  const scryptBlockSize = numbers.scryptBlockSize[0];
  const scryptParallelism = numbers.scryptParallelism[0];
  const pbkdf2Iterations = numbers.pbkdf2Iterations[0];
  // One object per set of values, so the jobs built from it stay equal while nothing changes.
  const fields = useMemo<HashFields>(
    () => ({
      algorithm,
      bcryptPrefix,
      pbkdf2Digest,
      bcryptCost,
      argon2Memory,
      argon2Iterations,
      argon2Parallelism,
      scryptLog2N,
      scryptBlockSize,
      scryptParallelism,
      pbkdf2Iterations,
    }),
    [
      algorithm,
      bcryptPrefix,
      pbkdf2Digest,
      bcryptCost,
      argon2Memory,
      argon2Iterations,
      argon2Parallelism,
      scryptLog2N,
      scryptBlockSize,
      scryptParallelism,
      pbkdf2Iterations,
    ],
  );
  return {
    fields,
    htpasswd: htpasswd && algorithm === "bcrypt",
    controls: { setAlgorithm, setBcryptPrefix, setPbkdf2Digest, htpasswd, setHtpasswd, numbers },
  };
}

type Controls = ReturnType<typeof useHashFields>["controls"];

function NumberInput({ field, controls }: { field: NumberField; controls: Controls }) {
  const [value, setValue] = controls.numbers[field];
  const { label, min, max } = LIMITS[field];
  return (
    <TextOption
      label={label}
      value={value}
      onChange={setValue}
      type="number"
      min={min}
      max={max}
      width="7.5rem"
    />
  );
}

export function HashSettingsFields({
  fields,
  controls,
}: {
  fields: HashFields;
  controls: Controls;
}) {
  const { algorithm } = fields;
  return (
    <OptionsRow>
      <SelectOption
        label="Algorithm"
        value={algorithm}
        options={HASH_ALGORITHMS}
        onChange={controls.setAlgorithm}
      />
      {algorithm === "bcrypt" && (
        <>
          <NumberInput field="bcryptCost" controls={controls} />
          {!controls.htpasswd && (
            <SelectOption
              label="Prefix"
              value={fields.bcryptPrefix}
              options={BCRYPT_PREFIXES}
              onChange={controls.setBcryptPrefix}
            />
          )}
          <CheckboxOption
            label="htpasswd lines (user:password a line)"
            checked={controls.htpasswd}
            onChange={controls.setHtpasswd}
          />
        </>
      )}
      {(algorithm === "argon2id" || algorithm === "argon2i") && (
        <>
          <NumberInput field="argon2Memory" controls={controls} />
          <NumberInput field="argon2Iterations" controls={controls} />
          <NumberInput field="argon2Parallelism" controls={controls} />
        </>
      )}
      {algorithm === "scrypt" && (
        <>
          <NumberInput field="scryptLog2N" controls={controls} />
          <NumberInput field="scryptBlockSize" controls={controls} />
          <NumberInput field="scryptParallelism" controls={controls} />
        </>
      )}
      {algorithm === "pbkdf2" && (
        <>
          <SelectOption
            label="Digest"
            value={fields.pbkdf2Digest}
            options={PBKDF2_DIGESTS}
            onChange={controls.setPbkdf2Digest}
          />
          <NumberInput field="pbkdf2Iterations" controls={controls} />
        </>
      )}
    </OptionsRow>
  );
}
