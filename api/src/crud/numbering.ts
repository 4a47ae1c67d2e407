/** The numbers of a record's sequence fields (invoice numbers), from gapless series. */
import { ServiceUnavailableException } from '@nestjs/common';
import { formatSequence, isEmptyValue, parisYear, seriesKey, type ResourceDef, type Values } from '@hexagone/schemas';
import { ERRORS } from '../common/errors';
import { SequenceExhaustedError, type SequenceAllocator } from './sequences';

/** The numbers of the sequence fields due now: the record meets its rule and has none yet. */
export async function numbersFor(sequences: SequenceAllocator, resource: ResourceDef, record: Values): Promise<Values> {
  const numbers: Values = {};
  for (const field of resource.fields) {
    const sequence = field.sequence;
    if (field.type !== 'sequence' || !sequence || !isEmptyValue(record[field.name])) continue;
    if (sequence.when && !sequence.when(record)) continue;
    const year = parisYear(new Date());
    try {
      numbers[field.name] = formatSequence(sequence, await sequences.next(seriesKey(sequence, year)), year);
    } catch (error) {
      if (error instanceof SequenceExhaustedError) throw new ServiceUnavailableException(ERRORS.busy);
      throw error;
    }
  }
  return numbers;
}
