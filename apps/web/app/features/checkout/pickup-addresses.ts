import { useStartup } from '../site/site-data.ts';

/** The company's Click & Collect addresses (address type CLICK_AND_COLLECT), from the start-up data. */
export function useClickAndCollectAddresses() {
  const { companyAddresses } = useStartup();
  return companyAddresses.filter((address) => address.type.some((type) => type.code === 'CLICK_AND_COLLECT'));
}
