#include "frameworktext.h"

#include <QCoreApplication>

namespace gp {
/// Translation context of these messages ("gp::FrameworkText" in the .ts files).
class FrameworkText {
    Q_DECLARE_TR_FUNCTIONS(gp::FrameworkText)
};
} // namespace gp

namespace gp::format {

QString frameworkName(Framework f, bool serving)
{
    switch (f) {
    case Framework::Megatron:
        return FrameworkText::tr("Megatron-Core (NeMo)");
    case Framework::Fsdp:
        return FrameworkText::tr("PyTorch FSDP");
    case Framework::DeepSpeed:
        return FrameworkText::tr("DeepSpeed ZeRO");
    case Framework::Torchtune:
        return FrameworkText::tr("torchtune");
    case Framework::Hf:
        return serving ? FrameworkText::tr("Transformers generate()")
                       : FrameworkText::tr("Transformers + PEFT");
    case Framework::Unsloth:
        return FrameworkText::tr("Unsloth");
    case Framework::MindSpeed:
        return FrameworkText::tr("MindSpeed");
    case Framework::TorchNpu:
        return serving ? FrameworkText::tr("Transformers generate() on torch_npu")
                       : FrameworkText::tr("Transformers + PEFT on torch_npu");
    case Framework::Vllm:
        return FrameworkText::tr("vLLM");
    case Framework::Sglang:
        return FrameworkText::tr("SGLang");
    case Framework::TensorRtLlm:
        return FrameworkText::tr("TensorRT-LLM");
    case Framework::LlamaCpp:
        return FrameworkText::tr("llama.cpp");
    case Framework::MindIE:
        return FrameworkText::tr("MindIE");
    }
    return {};
}

QString frameworkExplanation(Framework f, bool serving)
{
    switch (f) {
    case Framework::Megatron:
        return FrameworkText::tr("NVIDIA's pre-training stack (Megatron-LM, NeMo): fused kernels, "
                                 "tensor and pipeline parallelism; MindSpeed on Ascend.");
    case Framework::Fsdp:
        return FrameworkText::tr("PyTorch FSDP with FlashAttention (LLM Foundry, torchtitan): "
                                 "sharded data parallelism with fused kernels.");
    case Framework::DeepSpeed:
        return FrameworkText::tr("The Transformers Trainer on DeepSpeed ZeRO 1-3 with optional "
                                 "CPU offload: how LLaMA-Factory runs full fine-tuning.");
    case Framework::Torchtune:
        return FrameworkText::tr("PyTorch's fine-tuning recipes: compiled kernels, chunked loss, "
                                 "FSDP2 across cards.");
    case Framework::Hf:
        return serving ? FrameworkText::tr("Plain Transformers generate(): a static batch and "
                                           "Python on every step; for trials, not for traffic.")
                       : FrameworkText::tr("The Transformers Trainer with PEFT (LLaMA-Factory, "
                                           "TRL, Axolotl): eager kernels, gradient checkpointing "
                                           "on.");
    case Framework::Unsloth:
        return FrameworkText::tr("Triton kernels for LoRA and QLoRA on one NVIDIA card: less "
                                 "memory and about 1.4x Transformers' speed.");
    case Framework::MindSpeed:
        return FrameworkText::tr("Huawei's Megatron for Ascend (MindSpeed-LLM, ModelLink).");
    case Framework::TorchNpu:
        return serving ? FrameworkText::tr("Transformers generate() on Ascend through torch_npu.")
                       : FrameworkText::tr("Transformers + PEFT on Ascend through torch_npu: what "
                                           "a CUDA code base becomes after a few days' port.");
    case Framework::Vllm:
        return FrameworkText::tr("Paged key/value cache and continuous batching: the common "
                                 "choice for serving.");
    case Framework::Sglang:
        return FrameworkText::tr("Paged cache, continuous batching and an overlapped scheduler.");
    case Framework::TensorRtLlm:
        return FrameworkText::tr("NVIDIA's compiled engines with in-flight batching: the fastest "
                                 "on NVIDIA cards, the most work to set up.");
    case Framework::LlamaCpp:
        return FrameworkText::tr("GGUF models with a few parallel slots: one user or a few.");
    case Framework::MindIE:
        return FrameworkText::tr("Huawei's serving engine for Ascend.");
    }
    return {};
}

QString frameworkAssumption(Framework f, bool serving, bool defaulted)
{
    const QString name = frameworkName(f, serving);
    if (!defaulted) {
        return serving ? FrameworkText::tr("Serving software: %1, as the job states; the decode "
                                           "rate and memory are that stack's (MODEL.md).")
                             .arg(name)
                       : FrameworkText::tr("Training software: %1, as the job states; time and "
                                           "memory are what that stack runs and allocates "
                                           "(MODEL.md).")
                             .arg(name);
    }
    return serving ? FrameworkText::tr("Serving software: %1, what a team serving this model most "
                                       "likely runs (the job names none; set \"framework\" to plan "
                                       "for yours).")
                         .arg(name)
                   : FrameworkText::tr("Training software: %1, what a team running this job most "
                                       "likely uses (the job names none; set \"framework\" to plan "
                                       "for yours).")
                         .arg(name);
}

QString mfuDefinition()
{
    return FrameworkText::tr("MFU counts the method's model FLOPs per token over the cards' dense "
                             "peak: full training 6N plus attention, LoRA and QLoRA 4N (no weight "
                             "gradients for the frozen base); recomputation is not counted (HFU "
                             "in the JSON counts it).");
}

} // namespace gp::format
