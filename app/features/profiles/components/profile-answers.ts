import { useEffect } from "react";
import { useActionData, useNavigation } from "react-router";
import { toast } from "~/islands/toast";
import { answerFor, type ProfileAnswer } from "../types";

/** The action's last answer when the form `formKey` sent it. */
export function useAnswer(formKey: string): ProfileAnswer | undefined {
  return answerFor(useActionData(), formKey);
}

/** True while the form `formKey` is being sent (or its answer loaded). */
export function usePending(formKey: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("formKey") === formKey;
}

/** Toasts each answer of the profile's action once, whichever form sent it. */
export function useAnswerToasts() {
  const answer = useActionData() as ProfileAnswer | undefined;
  useEffect(() => {
    if (answer?.ok) toast.success(answer.message);
    else if (answer) toast.error(answer.error);
  }, [answer]);
}
