import { describe, expect, it } from "vitest";
import { passwordStrength } from "./password-strength";

const wordFor = (password: string, minLength = 12) => passwordStrength(password, minLength)?.word;

describe("password strength meter", () => {
  it("says nothing for an empty field and 'Too short' under the account's minimum", () => {
    expect(passwordStrength("", 8)).toBeNull();
    expect(passwordStrength("kitten42", 12)).toEqual({ level: 0, word: "Too short" });
    expect(passwordStrength("kitten42", 8)?.level).toBeGreaterThan(0);
  });

  it("rates repeats, runs and the most used passwords' parts as weak, whatever their length", () => {
    const weak = ["aaaaaaaaaaaaaaaa", "12345678901234", "Password1234!", "qwertyuiop123"];
    expect(weak.map((password) => wordFor(password))).toEqual(weak.map(() => "Weak"));
  });

  it("rates long passphrases and long mixed passwords higher than short plain ones", () => {
    expect(wordFor("kitten42", 8)).toBe("Weak");
    expect(wordFor("xK9#mQ2$vL7!")).toBe("Good");
    expect(wordFor("correct horse battery staple")).toBe("Strong");
    expect(wordFor("analytical-engine-1843")).toBe("Strong");
  });
});
